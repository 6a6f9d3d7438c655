module {
  func.func @transcendental_f32() {
    %cst = arith.constant 0.47942555 : f32
    %cst_0 = arith.constant 0.87758255 : f32
    %cst_1 = arith.constant 0.546302497 : f32
    %cst_2 = arith.constant 0.52359879 : f32
    %cst_3 = arith.constant 1.04719758 : f32
    %cst_4 = arith.constant 0.463647604 : f32
    %cst_5 = arith.constant 0.521095276 : f32
    %cst_6 = arith.constant 1.12762594 : f32
    %cst_7 = arith.constant 0.462117165 : f32
    %cst_8 = arith.constant 0.481211841 : f32
    %cst_9 = arith.constant 1.15881038 : f32
    %cst_10 = arith.constant 0.549306154 : f32
    %cst_11 = arith.constant 0.520499885 : f32
    %cst_12 = arith.constant 0.479500115 : f32
    "test.use"(%cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
    return
  }
}

