module {
  func.func @int_to_float() -> (f32, f32, f32, f32, f16, f64, f32, vector<2xf32>) {
    %c-1_i32 = arith.constant -1 : i32
    %0 = arith.sitofp %c-1_i32 : i32 to f32
    %1 = arith.uitofp %c-1_i32 : i32 to f32
    %true = arith.constant true
    %2 = arith.sitofp %true : i1 to f32
    %3 = arith.uitofp %true : i1 to f32
    %c70000_i32 = arith.constant 70000 : i32
    %4 = arith.uitofp %c70000_i32 : i32 to f16
    %c-1_i128 = arith.constant -1 : i128
    %5 = arith.uitofp %c-1_i128 : i128 to f64
    %c16777217_i32 = arith.constant 16777217 : i32
    %6 = arith.sitofp %c16777217_i32 : i32 to f32
    %cst = arith.constant dense<[1, -3]> : vector<2xi8>
    %7 = arith.sitofp %cst : vector<2xi8> to vector<2xf32>
    return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f16, f64, f32, vector<2xf32>
  }
}

