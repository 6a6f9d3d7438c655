
// expected-error@+1 {{invalid data layout descriptor: 'q' is not a valid pointer specification flag}}
module attributes {llvm.data_layout = "pq1:64:64"} {}

