module {
  func.func @index_casts(%arg0: i32, %arg1: index, %arg2: i64) -> (index, index, i32, i32, index, index, index, index) {
    %c-1 = arith.constant -1 : index
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_castui %arg0 : i32 to index
    %2 = arith.index_cast %arg2 : i64 to index
    %3 = arith.index_castui %2 : index to i64
    %4 = arith.index_cast %3 : i64 to index
    return %c-1, %c-1, %arg0, %arg0, %0, %1, %arg1, %4 : index, index, i32, i32, index, index, index, index
  }
}

