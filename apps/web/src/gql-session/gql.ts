/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment SessionFields on LoginResult {\n  access_token\n  otpVerification\n  user {\n    User_ID\n    User_Name\n    First_Name\n    Last_Name\n    Email\n    Mobile_Number\n    Occupation\n    Is_Temp_Password\n  }\n  userMenu {\n    Sub_Menu_ID\n    Sub_Menu_Name\n    Sub_Menu_Path\n    Level\n    Main_Menu_ID {\n      Main_Menu_ID\n      Main_Menu_Name\n      Main_Menu_Icon\n      Section\n      Process_Area\n      Process_Area_Category\n    }\n  }\n  activeFiscalYear {\n    Year_ID\n    Fiscal_Year\n  }\n  activeStages {\n    Stage_ID\n    Process_Area\n    Stage\n    Stage_Name\n  }\n  userRole {\n    Role_ID\n    Title\n  }\n  userVote {\n    Vote_ID\n    Vote_Code\n    Vote_Name\n  }\n}\n\nmutation Login($User_Name: String!, $Password1: String!, $ipAddress: String) {\n  login(User_Name: $User_Name, Password1: $Password1, ipAddress: $ipAddress) {\n    ...SessionFields\n  }\n}\n\nmutation VerifyOtp($code: String!) {\n  verifyOtpCode(code: $code) {\n    valid\n    used\n    userId\n    login {\n      ...SessionFields\n    }\n  }\n}\n\nmutation Refresh {\n  refreshToken {\n    access_token\n    refresh_token\n  }\n}": typeof types.SessionFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment SessionFields on LoginResult {\n  access_token\n  otpVerification\n  user {\n    User_ID\n    User_Name\n    First_Name\n    Last_Name\n    Email\n    Mobile_Number\n    Occupation\n    Is_Temp_Password\n  }\n  userMenu {\n    Sub_Menu_ID\n    Sub_Menu_Name\n    Sub_Menu_Path\n    Level\n    Main_Menu_ID {\n      Main_Menu_ID\n      Main_Menu_Name\n      Main_Menu_Icon\n      Section\n      Process_Area\n      Process_Area_Category\n    }\n  }\n  activeFiscalYear {\n    Year_ID\n    Fiscal_Year\n  }\n  activeStages {\n    Stage_ID\n    Process_Area\n    Stage\n    Stage_Name\n  }\n  userRole {\n    Role_ID\n    Title\n  }\n  userVote {\n    Vote_ID\n    Vote_Code\n    Vote_Name\n  }\n}\n\nmutation Login($User_Name: String!, $Password1: String!, $ipAddress: String) {\n  login(User_Name: $User_Name, Password1: $Password1, ipAddress: $ipAddress) {\n    ...SessionFields\n  }\n}\n\nmutation VerifyOtp($code: String!) {\n  verifyOtpCode(code: $code) {\n    valid\n    used\n    userId\n    login {\n      ...SessionFields\n    }\n  }\n}\n\nmutation Refresh {\n  refreshToken {\n    access_token\n    refresh_token\n  }\n}": types.SessionFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionFields on LoginResult {\n  access_token\n  otpVerification\n  user {\n    User_ID\n    User_Name\n    First_Name\n    Last_Name\n    Email\n    Mobile_Number\n    Occupation\n    Is_Temp_Password\n  }\n  userMenu {\n    Sub_Menu_ID\n    Sub_Menu_Name\n    Sub_Menu_Path\n    Level\n    Main_Menu_ID {\n      Main_Menu_ID\n      Main_Menu_Name\n      Main_Menu_Icon\n      Section\n      Process_Area\n      Process_Area_Category\n    }\n  }\n  activeFiscalYear {\n    Year_ID\n    Fiscal_Year\n  }\n  activeStages {\n    Stage_ID\n    Process_Area\n    Stage\n    Stage_Name\n  }\n  userRole {\n    Role_ID\n    Title\n  }\n  userVote {\n    Vote_ID\n    Vote_Code\n    Vote_Name\n  }\n}\n\nmutation Login($User_Name: String!, $Password1: String!, $ipAddress: String) {\n  login(User_Name: $User_Name, Password1: $Password1, ipAddress: $ipAddress) {\n    ...SessionFields\n  }\n}\n\nmutation VerifyOtp($code: String!) {\n  verifyOtpCode(code: $code) {\n    valid\n    used\n    userId\n    login {\n      ...SessionFields\n    }\n  }\n}\n\nmutation Refresh {\n  refreshToken {\n    access_token\n    refresh_token\n  }\n}"): typeof import('./graphql').SessionFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
