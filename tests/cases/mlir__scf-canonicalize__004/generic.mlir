"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i1) -> (), sym_name = "execute_region_in_loop"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i1):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg4: index):
      %0 = "scf.execute_region"() ({
        %1 = "test.foo"() : () -> i32
        "cf.cond_br"(%arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
      ^bb1:  // pred: ^bb0
        "scf.yield"(%1) : (i32) -> ()
      ^bb2:  // pred: ^bb0
        %2 = "test.bar"() : () -> i32
        "scf.yield"(%2) : (i32) -> ()
      }) : () -> i32
      "test.use"(%0) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

