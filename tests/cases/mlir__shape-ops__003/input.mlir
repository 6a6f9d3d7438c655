
func.func @regions(%w: !shape.witness, %s: !shape.shape, %t: tensor<?xindex>) -> index {
  %0:2 = shape.assuming %w -> (!shape.shape, index) {
    %c = arith.constant 1 : index
    shape.assuming_yield %s, %c : !shape.shape, index
  } {attr}
  shape.assuming %w {
    "foo.bar"() : () -> ()
  }
  %c1 = arith.constant 1 : index
  %1 = shape.reduce(%t, %c1) : tensor<?xindex> -> index {
  ^bb0(%i: index, %e: index, %acc: index):
    %m = shape.mul %acc, %e : index, index -> index
    shape.yield %m : index
  }
  shape.reduce(%t) : tensor<?xindex> {
  ^bb0(%i: index, %e: index):
    shape.yield
  }
  return %1 : index
}

