/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type SessionFieldsFragment = { access_token: string | null, otpVerification: boolean, user: { User_ID: number, User_Name: string, First_Name: string, Last_Name: string, Email: string, Mobile_Number: string | null, Occupation: string | null, Is_Temp_Password: boolean }, userMenu: Array<{ Sub_Menu_ID: number, Sub_Menu_Name: string, Sub_Menu_Path: string, Level: number, Main_Menu_ID: { Main_Menu_ID: number, Main_Menu_Name: string, Main_Menu_Icon: string | null, Section: string, Process_Area: string | null, Process_Area_Category: string | null } }>, activeFiscalYear: { Year_ID: number, Fiscal_Year: string } | null, activeStages: Array<{ Stage_ID: number, Process_Area: string, Stage: number, Stage_Name: string }>, userRole: { Role_ID: number, Title: string } | null, userVote: { Vote_ID: number, Vote_Code: string, Vote_Name: string } | null };

export type LoginMutationVariables = Exact<{
  User_Name: string;
  Password1: string;
  ipAddress?: string | null | undefined;
}>;


export type LoginMutation = { login: { access_token: string | null, otpVerification: boolean, user: { User_ID: number, User_Name: string, First_Name: string, Last_Name: string, Email: string, Mobile_Number: string | null, Occupation: string | null, Is_Temp_Password: boolean }, userMenu: Array<{ Sub_Menu_ID: number, Sub_Menu_Name: string, Sub_Menu_Path: string, Level: number, Main_Menu_ID: { Main_Menu_ID: number, Main_Menu_Name: string, Main_Menu_Icon: string | null, Section: string, Process_Area: string | null, Process_Area_Category: string | null } }>, activeFiscalYear: { Year_ID: number, Fiscal_Year: string } | null, activeStages: Array<{ Stage_ID: number, Process_Area: string, Stage: number, Stage_Name: string }>, userRole: { Role_ID: number, Title: string } | null, userVote: { Vote_ID: number, Vote_Code: string, Vote_Name: string } | null } };

export type VerifyOtpMutationVariables = Exact<{
  code: string;
}>;


export type VerifyOtpMutation = { verifyOtpCode: { valid: boolean, used: boolean, userId: number | null, login: { access_token: string | null, otpVerification: boolean, user: { User_ID: number, User_Name: string, First_Name: string, Last_Name: string, Email: string, Mobile_Number: string | null, Occupation: string | null, Is_Temp_Password: boolean }, userMenu: Array<{ Sub_Menu_ID: number, Sub_Menu_Name: string, Sub_Menu_Path: string, Level: number, Main_Menu_ID: { Main_Menu_ID: number, Main_Menu_Name: string, Main_Menu_Icon: string | null, Section: string, Process_Area: string | null, Process_Area_Category: string | null } }>, activeFiscalYear: { Year_ID: number, Fiscal_Year: string } | null, activeStages: Array<{ Stage_ID: number, Process_Area: string, Stage: number, Stage_Name: string }>, userRole: { Role_ID: number, Title: string } | null, userVote: { Vote_ID: number, Vote_Code: string, Vote_Name: string } | null } | null } };

export type RefreshMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshMutation = { refreshToken: { access_token: string, refresh_token: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const SessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment SessionFields on LoginResult {
  access_token
  otpVerification
  user {
    User_ID
    User_Name
    First_Name
    Last_Name
    Email
    Mobile_Number
    Occupation
    Is_Temp_Password
  }
  userMenu {
    Sub_Menu_ID
    Sub_Menu_Name
    Sub_Menu_Path
    Level
    Main_Menu_ID {
      Main_Menu_ID
      Main_Menu_Name
      Main_Menu_Icon
      Section
      Process_Area
      Process_Area_Category
    }
  }
  activeFiscalYear {
    Year_ID
    Fiscal_Year
  }
  activeStages {
    Stage_ID
    Process_Area
    Stage
    Stage_Name
  }
  userRole {
    Role_ID
    Title
  }
  userVote {
    Vote_ID
    Vote_Code
    Vote_Name
  }
}
    `, {"fragmentName":"SessionFields"}) as unknown as TypedDocumentString<SessionFieldsFragment, unknown>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($User_Name: String!, $Password1: String!, $ipAddress: String) {
  login(User_Name: $User_Name, Password1: $Password1, ipAddress: $ipAddress) {
    ...SessionFields
  }
}
    fragment SessionFields on LoginResult {
  access_token
  otpVerification
  user {
    User_ID
    User_Name
    First_Name
    Last_Name
    Email
    Mobile_Number
    Occupation
    Is_Temp_Password
  }
  userMenu {
    Sub_Menu_ID
    Sub_Menu_Name
    Sub_Menu_Path
    Level
    Main_Menu_ID {
      Main_Menu_ID
      Main_Menu_Name
      Main_Menu_Icon
      Section
      Process_Area
      Process_Area_Category
    }
  }
  activeFiscalYear {
    Year_ID
    Fiscal_Year
  }
  activeStages {
    Stage_ID
    Process_Area
    Stage
    Stage_Name
  }
  userRole {
    Role_ID
    Title
  }
  userVote {
    Vote_ID
    Vote_Code
    Vote_Name
  }
}`) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const VerifyOtpDocument = new TypedDocumentString(`
    mutation VerifyOtp($code: String!) {
  verifyOtpCode(code: $code) {
    valid
    used
    userId
    login {
      ...SessionFields
    }
  }
}
    fragment SessionFields on LoginResult {
  access_token
  otpVerification
  user {
    User_ID
    User_Name
    First_Name
    Last_Name
    Email
    Mobile_Number
    Occupation
    Is_Temp_Password
  }
  userMenu {
    Sub_Menu_ID
    Sub_Menu_Name
    Sub_Menu_Path
    Level
    Main_Menu_ID {
      Main_Menu_ID
      Main_Menu_Name
      Main_Menu_Icon
      Section
      Process_Area
      Process_Area_Category
    }
  }
  activeFiscalYear {
    Year_ID
    Fiscal_Year
  }
  activeStages {
    Stage_ID
    Process_Area
    Stage
    Stage_Name
  }
  userRole {
    Role_ID
    Title
  }
  userVote {
    Vote_ID
    Vote_Code
    Vote_Name
  }
}`) as unknown as TypedDocumentString<VerifyOtpMutation, VerifyOtpMutationVariables>;
export const RefreshDocument = new TypedDocumentString(`
    mutation Refresh {
  refreshToken {
    access_token
    refresh_token
  }
}
    `) as unknown as TypedDocumentString<RefreshMutation, RefreshMutationVariables>;