module {
  func.func @exp_log_f64() {
    %cst = arith.constant 1.3498588075760032 : f64
    %cst_0 = arith.constant 1.2311444133449163 : f64
    %cst_1 = arith.constant 0.34985880757600307 : f64
    %cst_2 = arith.constant 0.91629073187415511 : f64
    %cst_3 = arith.constant 1.3219280948873624 : f64
    %cst_4 = arith.constant 0.3979400086720376 : f64
    %cst_5 = arith.constant 0.26236426446749106 : f64
    %cst_6 = arith.constant 1.5811388300841898 : f64
    %cst_7 = arith.constant 0.049295030175464945 : f64
    %cst_8 = arith.constant 0.11942892601833845 : f64
    %cst_9 = arith.constant 1.6472311463710958 : f64
    %cst_10 = arith.constant 4.0695201744495892E-4 : f64
    "test.use"(%cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
    return
  }
}

