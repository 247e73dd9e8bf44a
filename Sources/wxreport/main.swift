import WXReport
