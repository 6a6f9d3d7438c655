module {
  func.func @cast_patterns(%arg0: i32, %arg1: i8, %arg2: f32) -> (i32, index, i32, index, f32, i64) {
    %0 = arith.index_cast %arg1 : i8 to index
    %1 = arith.index_castui %arg1 : i8 to index
    %2 = arith.extui %arg1 : i8 to i64
    return %arg0, %0, %arg0, %1, %arg2, %2 : i32, index, i32, index, f32, i64
  }
}

