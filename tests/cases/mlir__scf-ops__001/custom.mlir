module {
  func.func @std_if(%arg0: i1, %arg1: f32) {
    scf.if %arg0 {
      %0 = arith.addf %arg1, %arg1 : f32
    }
    return
  }
}

