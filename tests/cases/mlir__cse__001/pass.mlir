module {
  func.func @different(%arg0: i32, %arg1: i64) -> (i32, i32, i64, i64, index, index) {
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i64 = arith.constant 1 : i64
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i64 to index
    %2 = arith.addi %arg0, %c1_i32 {foo} : i32
    %3 = arith.addi %arg0, %c1_i32 {bar} : i32
    "foo.use"(%2, %3, %2) : (i32, i32, i32) -> ()
    return %c1_i32, %c2_i32, %c1_i64, %c1_i64, %0, %1 : i32, i32, i64, i64, index, index
  }
}

