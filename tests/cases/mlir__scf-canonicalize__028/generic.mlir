"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "while_truth"}> ({
  ^bb0(%arg0: i32):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg5: i32):
      %5 = "test.cond"(%arg5) : (i32) -> i1
      "scf.condition"(%5, %arg5) : (i1, i32) -> ()
    }, {
    ^bb0(%arg4: i32):
      %4 = "test.next"(%arg4) : (i32) -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : (i32) -> i32
    %1:2 = "scf.while"(%arg0) ({
    ^bb0(%arg3: i32):
      %3 = "test.cond"(%arg3) : (i32) -> i1
      "scf.condition"(%3, %3, %arg3) : (i1, i1, i32) -> ()
    }, {
    ^bb0(%arg1: i1, %arg2: i32):
      %2 = "test.next"(%arg1, %arg2) : (i1, i32) -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : (i32) -> (i1, i32)
    "func.return"(%1#1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

