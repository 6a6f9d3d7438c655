"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> (i32, i32, i32), sym_name = "execute_region_no_inline"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0:3 = "scf.execute_region"() <{no_inline}> ({
      %3 = "test.foo"() : () -> i32
      "cf.cond_br"(%arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      "scf.yield"(%3, %arg0, %arg0) : (i32, i32, i32) -> ()
    ^bb2:  // pred: ^bb0
      %4 = "test.bar"() : () -> i32
      "scf.yield"(%4, %arg0, %arg1) : (i32, i32, i32) -> ()
    }) : () -> (i32, i32, i32)
    %1 = "scf.execute_region"() <{no_inline}> ({
      %2 = "test.baz"() : () -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : () -> i32
    "func.return"(%0#0, %0#1, %0#2) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

