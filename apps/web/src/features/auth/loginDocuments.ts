import { graphql } from '../../gql';

export const SESSION_FIELDS = graphql(`
  fragment SessionFields on LoginResult {
    access_token otpVerification
    user { User_ID User_Name First_Name Last_Name Email Mobile_Number Occupation Is_Temp_Password }
    userMenu { Sub_Menu_ID Sub_Menu_Name Sub_Menu_Path Level
      Main_Menu_ID { Main_Menu_ID Main_Menu_Name Main_Menu_Icon Section Process_Area Process_Area_Category } }
    activeFiscalYear { Year_ID Fiscal_Year }
    activeStages { Stage_ID Process_Area Stage Stage_Name }
    userRole { Role_ID Title }
    userVote { Vote_ID Vote_Code Vote_Name }
  }
`);

export const LOGIN = graphql(`
  mutation Login($User_Name: String!, $Password1: String!, $ipAddress: String) {
    login(User_Name: $User_Name, Password1: $Password1, ipAddress: $ipAddress) { ...SessionFields }
  }
`);

export const VERIFY_OTP = graphql(`
  mutation VerifyOtp($code: String!) {
    verifyOtpCode(code: $code) { valid used userId login { ...SessionFields } }
  }
`);
