"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "if_unused_results"}> ({
  ^bb0(%arg0: i1):
    %0:3 = "scf.if"(%arg0) ({
      %2 = "test.then"() : () -> i32
      %3 = "test.then2"() : () -> i32
      "scf.yield"(%2, %3, %2) : (i32, i32, i32) -> ()
    }, {
      %1 = "test.else"() : () -> i32
      "scf.yield"(%1, %1, %1) : (i32, i32, i32) -> ()
    }) : (i1) -> (i32, i32, i32)
    "func.return"(%0#1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

