
// if: constant sets, dead else, set canonicalization.
func.func @ifs(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  affine.if affine_set<(d0) : (1 == 0)>(%a) {
    "test.never"() : () -> ()
  }
  affine.if affine_set<(d0, d1) : (d0 - 1 >= 0)>(%a, %b) {
    "test.some"() : () -> ()
  } else {
  }
  %r = affine.if affine_set<() : (0 == 0)>() -> index {
    affine.yield %a : index
  } else {
    affine.yield %b : index
  }
  %s = affine.if affine_set<(d0) : (1 == 0)>(%a) -> index {
    affine.yield %a : index
  } else {
    affine.yield %r : index
  }
  return %s : index
}

