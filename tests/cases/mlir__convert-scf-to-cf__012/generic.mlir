"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i1) -> (), sym_name = "multi_block_loop_body"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i1):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg4: index):
      "scf.execute_region"() ({
        "cf.cond_br"(%arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
      ^bb1:  // pred: ^bb0
        "foo.a"() : () -> ()
        "scf.yield"() : () -> ()
      ^bb2:  // pred: ^bb0
        "foo.b"() : () -> ()
        "scf.yield"() : () -> ()
      }) : () -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

