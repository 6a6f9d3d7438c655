"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (index, index, index, index), sym_name = "identities"}> ({
  ^bb0(%arg0: index):
    %0 = "index.constant"() <{value = 0 : index}> : () -> index
    %1 = "index.constant"() <{value = 1 : index}> : () -> index
    %2 = "index.add"(%arg0, %0) : (index, index) -> index
    %3 = "index.sub"(%arg0, %0) : (index, index) -> index
    %4 = "index.mul"(%arg0, %1) : (index, index) -> index
    %5 = "index.mul"(%arg0, %0) : (index, index) -> index
    "func.return"(%2, %3, %4, %5) : (index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

