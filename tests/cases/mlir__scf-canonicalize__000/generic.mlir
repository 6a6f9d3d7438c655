"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "execute_region_single"}> ({
  ^bb0(%arg0: i32):
    "test.before"() : () -> ()
    %0 = "scf.execute_region"() ({
      %1 = "test.val"(%arg0) : (i32) -> i32
      "scf.yield"(%1) : (i32) -> ()
    }) : () -> i32
    "test.after"(%0) : (i32) -> ()
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

