
func.func @parallel_loop(%arg0 : index, %arg1 : index, %arg2 : index, %arg3 : index, %arg4 : index) {
  %step = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%arg0, %arg1) to (%arg2, %arg3) step (%arg4, %step) {
    %c1 = arith.constant 1 : index
    "foo.use"(%i0, %i1) : (index, index) -> ()
    scf.reduce
  }
  return
}

