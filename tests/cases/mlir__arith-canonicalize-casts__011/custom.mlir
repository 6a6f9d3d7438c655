module {
  func.func @bf16_chain(%arg0: bf16) -> (f16, bf16) {
    %0 = arith.extf %arg0 : bf16 to f32
    %1 = arith.truncf %0 : f32 to f16
    %2 = arith.extf %arg0 : bf16 to f64
    %3 = arith.truncf %2 : f64 to bf16
    return %1, %3 : f16, bf16
  }
}

