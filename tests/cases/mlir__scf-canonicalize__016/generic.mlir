"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i32, i32), sym_name = "if_to_select"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    %0:3 = "scf.if"(%arg0) ({
      %2 = "test.then"() : () -> i32
      "scf.yield"(%arg1, %2, %arg2) : (i32, i32, i32) -> ()
    }, {
      %1 = "test.else"() : () -> i32
      "scf.yield"(%arg2, %1, %arg2) : (i32, i32, i32) -> ()
    }) : (i1) -> (i32, i32, i32)
    "func.return"(%0#0, %0#1, %0#2) : (i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

