module {
  func.func @cmpi_move_constant(%arg0: i32) -> (i1, i1, i1, i1, i1) {
    %c5_i32 = arith.constant 5 : i32
    %0 = arith.cmpi slt, %c5_i32, %arg0 : i32
    %1 = arith.cmpi uge, %c5_i32, %arg0 : i32
    %2 = arith.cmpi eq, %c5_i32, %arg0 : i32
    %3 = arith.cmpi ne, %c5_i32, %arg0 : i32
    %4 = arith.cmpi ule, %c5_i32, %arg0 : i32
    return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
  }
}

