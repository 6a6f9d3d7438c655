#map = affine_map<()[s0] -> (s0 * 16 + 3)>
module {
  func.func private @use(index, index, index, index, index)
  func.func @subview_in_loop(%arg0: memref<16x16xf32>, %arg1: index, %arg2: index, %arg3: index) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c4 = arith.constant 4 : index
    scf.for %arg4 = %arg1 to %arg2 step %arg3 {
      %0 = affine.apply #map()[%arg4]
      func.call @use(%0, %c4, %arg4, %c32, %c1) : (index, index, index, index, index) -> ()
    }
    return
  }
}

