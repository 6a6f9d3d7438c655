module {
  func.func @casts() -> (i32, i8, index, index, i64) {
    %idx200 = index.constant 200
    %idx-56 = index.constant -56
    %idx-2 = index.constant -2
    %0 = index.casts %idx-2 : index to i32
    %1 = index.castu %idx-2 : index to i8
    %2 = index.castu %idx-2 : index to i64
    return %0, %1, %idx-56, %idx200, %2 : i32, i8, index, index, i64
  }
}

