module {
  func.func @launch_ids(%arg0: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %c1, %arg8 = %arg0, %arg9 = %c1) threads(%arg4, %arg5, %arg6) in (%arg10 = %c1, %arg11 = %c1, %arg12 = %arg0) {
      "test.use"(%c0, %arg2, %c0, %c0, %c0, %arg6) : (index, index, index, index, index, index) -> ()
      %0 = arith.index_cast %arg7 : index to i32
      %1 = gpu.all_reduce  add %0 uniform {
      } : (i32) -> i32
      gpu.terminator
    }
    return
  }
}

