module {
  func.func @cmpi_ext_i8(%arg0: i8, %arg1: i8) -> (i1, i1) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.extsi %arg0 : i8 to i32
    %1 = arith.cmpi ne, %0, %c0_i32 : i32
    %2 = arith.cmpi eq, %0, %c0_i32 : i32
    return %1, %2 : i1, i1
  }
}

