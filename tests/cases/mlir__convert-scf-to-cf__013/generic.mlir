"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "constant_if"}> ({
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "scf.if"(%0) ({
      %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%3) : (i32) -> ()
    }, {
      %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

