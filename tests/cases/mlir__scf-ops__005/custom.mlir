module {
  func.func @std_if_yield(%arg0: i1, %arg1: f32) {
    %0:2 = scf.if %arg0 -> (f32, f32) {
      %1 = arith.addf %arg1, %arg1 : f32
      %2 = arith.subf %arg1, %arg1 : f32
      scf.yield %1, %2 : f32, f32
    } else {
      %1 = arith.addf %arg1, %arg1 : f32
      %2 = arith.subf %arg1, %arg1 : f32
      scf.yield %1, %2 : f32, f32
    }
    return
  }
}

