
func.func @launch_ids(%sz: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %sz, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz2 = %sz) {
    "test.use"(%bx, %by, %bz, %tx, %ty, %tz) : (index, index, index, index, index, index) -> ()
    %gxi = arith.index_cast %gx : index to i32
    %r = gpu.all_reduce add %gxi {} : (i32) -> (i32)
    gpu.terminator
  }
  return
}

