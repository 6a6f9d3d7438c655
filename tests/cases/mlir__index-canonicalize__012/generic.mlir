"builtin.module"() ({
  "func.func"() <{function_type = () -> (i1, i1, index), sym_name = "bool_constants"}> ({
    %0 = "index.bool.constant"() <{value = true}> : () -> i1
    %1 = "index.bool.constant"() <{value = false}> : () -> i1
    %2 = "index.sizeof"() : () -> index
    "func.return"(%0, %1, %2) : (i1, i1, index) -> ()
  }) : () -> ()
}) : () -> ()

