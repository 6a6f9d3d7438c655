module {
  func.func @casts() -> (i32, i8, index, index, i64) {
    %idx-2 = index.constant -2
    %c-56_i8 = arith.constant -56 : i8
    %0 = index.casts %idx-2 : index to i32
    %1 = index.castu %idx-2 : index to i8
    %2 = index.casts %c-56_i8 : i8 to index
    %3 = index.castu %c-56_i8 : i8 to index
    %4 = index.castu %idx-2 : index to i64
    return %0, %1, %2, %3, %4 : i32, i8, index, index, i64
  }
}

