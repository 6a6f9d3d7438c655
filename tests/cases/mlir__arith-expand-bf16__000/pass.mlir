module {
  func.func @b(%arg0: bf16, %arg1: f32) -> (f32, bf16) {
    %0 = arith.bitcast %arg0 : bf16 to i16
    %1 = arith.extui %0 : i16 to i32
    %c16_i32 = arith.constant 16 : i32
    %2 = arith.shli %1, %c16_i32 : i32
    %3 = arith.bitcast %2 : i32 to f32
    %4 = arith.cmpf une, %arg1, %arg1 : f32
    %c32767_i32 = arith.constant 32767 : i32
    %c32704_i16 = arith.constant 32704 : i16
    %c16_i32_0 = arith.constant 16 : i32
    %c1_i32 = arith.constant 1 : i32
    %5 = arith.bitcast %arg1 : f32 to i32
    %6 = arith.shrui %5, %c16_i32_0 : i32
    %7 = arith.andi %6, %c1_i32 : i32
    %8 = arith.addi %7, %c32767_i32 : i32
    %9 = arith.addi %5, %8 : i32
    %10 = arith.shrui %9, %c16_i32_0 : i32
    %11 = arith.trunci %10 : i32 to i16
    %12 = arith.select %4, %c32704_i16, %11 : i16
    %13 = arith.bitcast %12 : i16 to bf16
    return %3, %13 : f32, bf16
  }
}

