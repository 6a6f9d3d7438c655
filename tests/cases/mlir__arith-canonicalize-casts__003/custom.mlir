module {
  func.func @index_casts(%arg0: i32, %arg1: index, %arg2: i64) -> (index, index, i32, i32, index, index, index, index) {
    %c-1_i32 = arith.constant -1 : i32
    %0 = arith.index_cast %c-1_i32 : i32 to index
    %1 = arith.index_castui %c-1_i32 : i32 to index
    %c-1 = arith.constant -1 : index
    %2 = arith.index_cast %c-1 : index to i32
    %3 = arith.index_castui %c-1 : index to i32
    %4 = arith.index_cast %arg0 : i32 to index
    %5 = arith.index_cast %4 : index to i32
    %6 = arith.index_castui %arg0 : i32 to index
    %7 = arith.index_castui %6 : index to i32
    %8 = arith.extsi %arg0 : i32 to i64
    %9 = arith.index_cast %8 : i64 to index
    %10 = arith.extui %arg0 : i32 to i64
    %11 = arith.index_castui %10 : i64 to index
    %12 = arith.index_cast %arg1 : index to i32
    %13 = arith.index_cast %12 : i32 to index
    %14 = arith.index_cast %arg2 : i64 to index
    %15 = arith.index_castui %14 : index to i64
    %16 = arith.index_cast %15 : i64 to index
    %17 = arith.index_cast %2 : i32 to index
    %18 = arith.index_cast %3 : i32 to index
    return %0, %17, %5, %7, %9, %11, %13, %16 : index, index, i32, i32, index, index, index, index
  }
}

