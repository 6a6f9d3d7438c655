
// expected-error@+1 {{target features must start with '+' or '-'}}
llvm.func @bad_features() attributes {target_features = #llvm.target_features<["+a", "b"]>}

