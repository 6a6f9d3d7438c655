module {
  func.func @cmpf_zero(%arg0: i8) -> (i1, i1) {
    %0 = arith.sitofp %arg0 : i8 to f32
    %cst = arith.constant -0.000000e+00 : f32
    %1 = arith.cmpf oeq, %0, %cst : f32
    %2 = arith.cmpf olt, %0, %cst : f32
    return %1, %2 : i1, i1
  }
}

