module {
  func.func @cmpi_move_constant(%arg0: i32) -> (i1, i1, i1, i1, i1) {
    %c5_i32 = arith.constant 5 : i32
    %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32
    %1 = arith.cmpi ule, %arg0, %c5_i32 : i32
    %2 = arith.cmpi eq, %arg0, %c5_i32 : i32
    %3 = arith.cmpi ne, %arg0, %c5_i32 : i32
    %4 = arith.cmpi uge, %arg0, %c5_i32 : i32
    return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
  }
}

