-- LG staff and pension lists are drawn from the LG upload kinds (lg-staff, lg-pension) from now on.
UPDATE "reports" SET "content_layout" = 'staff-list' WHERE "internal_report_name" = 'lg_staff_list';--> statement-breakpoint
UPDATE "reports" SET "content_layout" = 'pension-list' WHERE "internal_report_name" = 'lg_pension_list';
