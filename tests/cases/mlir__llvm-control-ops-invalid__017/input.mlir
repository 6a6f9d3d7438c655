
// expected-error@+1 {{invalid data layout descriptor: empty specification is not allowed}}
module attributes {llvm.data_layout = "e--m:e"} {}

