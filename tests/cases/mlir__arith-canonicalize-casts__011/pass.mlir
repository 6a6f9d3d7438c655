module {
  func.func @bf16_chain(%arg0: bf16) -> (f16, bf16) {
    %0 = arith.extf %arg0 : bf16 to f32
    %1 = arith.truncf %0 : f32 to f16
    return %1, %arg0 : f16, bf16
  }
}

