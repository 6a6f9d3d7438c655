module {
  func.func @cmpf_nan(%arg0: f32) -> (i1, i1, i1, i1, i1, i1, vector<2xi1>) {
    %cst = arith.constant dense<1.000000e+00> : vector<2xf32>
    %false = arith.constant false
    %true = arith.constant true
    %0 = arith.cmpf oeq, %arg0, %arg0 : f32
    %1 = arith.cmpf olt, %cst, %cst : vector<2xf32>
    return %false, %true, %true, %0, %true, %false, %1 : i1, i1, i1, i1, i1, i1, vector<2xi1>
  }
}

