"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "while_cmp"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg3: i32):
      %5 = "arith.cmpi"(%arg3, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.condition"(%5, %arg3) : (i1, i32) -> ()
    }, {
    ^bb0(%arg2: i32):
      %1 = "arith.cmpi"(%arg2, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %2 = "arith.cmpi"(%arg2, %arg1) <{predicate = 5 : i64}> : (i32, i32) -> i1
      %3 = "arith.cmpi"(%arg2, %arg1) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %4 = "test.next"(%arg2, %1, %2, %3) : (i32, i1, i1, i1) -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

