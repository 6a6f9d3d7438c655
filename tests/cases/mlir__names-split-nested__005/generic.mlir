"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "outer"}> ({
    "scf.execute_region"() ({
      "test.wrap"() ({
        "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
          %3 = "test.a"() : () -> i32
          "func.return"() : () -> ()
        }) : () -> ()
      }) : () -> ()
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "test.wrap"() ({
    %0 = "scf.execute_region"() ({
      %2 = "test.a"() : () -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : () -> i32
    "func.func"() <{function_type = () -> (), sym_name = "after"}> ({
      %1 = "test.a"() : () -> i32
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

