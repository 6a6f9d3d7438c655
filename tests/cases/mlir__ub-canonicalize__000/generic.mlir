"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32, f32), sym_name = "poison_uniqued"}> ({
    "test.before"() : () -> ()
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %1 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %2 = "ub.poison"() <{value = #ub.poison}> : () -> f32
    "func.return"(%0, %1, %2) : (i32, i32, f32) -> ()
  }) : () -> ()
}) : () -> ()

