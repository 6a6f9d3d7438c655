module {
  func.func @b(%arg0: bf16, %arg1: f32) -> (f32, bf16) {
    %0 = arith.extf %arg0 : bf16 to f32
    %1 = arith.truncf %arg1 : f32 to bf16
    return %0, %1 : f32, bf16
  }
}

