"builtin.module"() ({
  "func.func"() <{function_type = (!shape.witness, !shape.shape, tensor<?xindex>) -> index, sym_name = "regions"}> ({
  ^bb0(%arg0: !shape.witness, %arg1: !shape.shape, %arg2: tensor<?xindex>):
    %0:2 = "shape.assuming"(%arg0) ({
      %4 = "arith.constant"() <{value = 1 : index}> : () -> index
      "shape.assuming_yield"(%arg1, %4) : (!shape.shape, index) -> ()
    }) {attr} : (!shape.witness) -> (!shape.shape, index)
    "shape.assuming"(%arg0) ({
      "foo.bar"() : () -> ()
      "shape.assuming_yield"() : () -> ()
    }) : (!shape.witness) -> ()
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "shape.reduce"(%arg2, %1) ({
    ^bb0(%arg5: index, %arg6: index, %arg7: index):
      %3 = "shape.mul"(%arg7, %arg6) : (index, index) -> index
      "shape.yield"(%3) : (index) -> ()
    }) : (tensor<?xindex>, index) -> index
    "shape.reduce"(%arg2) ({
    ^bb0(%arg3: index, %arg4: index):
      "shape.yield"() : () -> ()
    }) : (tensor<?xindex>) -> ()
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

