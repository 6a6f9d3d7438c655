module {
  func.func @cmpf_nan(%arg0: f32) -> (i1, i1, i1, i1, i1, i1, vector<2xi1>) {
    %cst = arith.constant 0x7FC00000 : f32
    %0 = arith.cmpf olt, %arg0, %cst : f32
    %1 = arith.cmpf ult, %cst, %arg0 : f32
    %2 = arith.cmpf uno, %arg0, %cst : f32
    %3 = arith.cmpf oeq, %arg0, %arg0 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant -0.000000e+00 : f32
    %4 = arith.cmpf oeq, %cst_0, %cst_1 : f32
    %5 = arith.cmpf one, %cst_1, %cst_0 : f32
    %cst_2 = arith.constant dense<1.000000e+00> : vector<2xf32>
    %6 = arith.cmpf olt, %cst_2, %cst_2 : vector<2xf32>
    return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, vector<2xi1>
  }
}

