
// expected-error@+1 {{expected 'llvm.data_layout' to be a string attributes}}
module attributes {llvm.data_layout = 3 : i32} {}

