"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i32, sym_name = "index_switch"}> ({
  ^bb0(%arg0: index):
    %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 2, 5>}> ({
      %3 = "arith.constant"() <{value = 30 : i32}> : () -> i32
      "scf.yield"(%3) : (i32) -> ()
    }, {
      %2 = "arith.constant"() <{value = 10 : i32}> : () -> i32
      "scf.yield"(%2) : (i32) -> ()
    }, {
      %1 = "arith.constant"() <{value = 20 : i32}> : () -> i32
      "scf.yield"(%1) : (i32) -> ()
    }) : (index) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

