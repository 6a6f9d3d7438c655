module {
  func.func @regions(%arg0: !shape.witness, %arg1: !shape.shape, %arg2: tensor<?xindex>) -> index {
    %0:2 = shape.assuming %arg0 -> (!shape.shape, index) {
      %c1_0 = arith.constant 1 : index
      shape.assuming_yield %arg1, %c1_0 : !shape.shape, index
    } {attr}
    shape.assuming %arg0 {
      "foo.bar"() : () -> ()
    }
    %c1 = arith.constant 1 : index
    %1 = shape.reduce(%arg2, %c1) : tensor<?xindex> -> index {
    ^bb0(%arg3: index, %arg4: index, %arg5: index):
      %2 = shape.mul %arg5, %arg4 : index, index -> index
      shape.yield %2 : index
    }
    shape.reduce(%arg2, ) : tensor<?xindex> {
    ^bb0(%arg3: index, %arg4: index):
      shape.yield
    }
    return %1 : index
  }
}

