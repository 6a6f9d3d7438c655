module {
  func.func @cast_patterns(%arg0: i32, %arg1: i8, %arg2: f32) -> (i32, index, i32, index, f32, i64) {
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %0 : index to i32
    %2 = arith.extsi %arg1 : i8 to i32
    %3 = arith.index_cast %2 : i32 to index
    %4 = arith.index_castui %arg0 : i32 to index
    %5 = arith.index_castui %4 : index to i32
    %6 = arith.extui %arg1 : i8 to i32
    %7 = arith.index_castui %6 : i32 to index
    %8 = arith.bitcast %arg2 : f32 to i32
    %9 = arith.bitcast %8 : i32 to f32
    %10 = arith.extui %arg1 : i8 to i16
    %11 = arith.extsi %10 : i16 to i64
    return %1, %3, %5, %7, %9, %11 : i32, index, i32, index, f32, i64
  }
}

