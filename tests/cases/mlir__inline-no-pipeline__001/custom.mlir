#map = affine_map<(d0, d1)[s0] -> (d0 + d1 + s0)>
#set = affine_set<(d0)[s0] : (d0 - 2 >= 0, -d0 + 4 >= 0)>
module {
  func.func @func_with_affine_ops(%arg0: index) {
    %c200 = arith.constant 200 : index
    affine.for %arg1 = 1 to 10 {
      affine.if #set(%arg1)[%c200] {
        %0 = affine.apply #map(%arg1, %arg1)[%arg0]
      }
    }
    return
  }
  func.func @inline_with_affine_ops() {
    %c1 = arith.constant 1 : index
    call @func_with_affine_ops(%c1) : (index) -> ()
    return
  }
  func.func @not_inline_in_affine_op() {
    %c1 = arith.constant 1 : index
    affine.for %arg0 = 1 to 10 {
      func.call @func_with_affine_ops(%c1) : (index) -> ()
    }
    return
  }
}

