// Starts Amazon's DynamoDB Local bound to 127.0.0.1 instead of 0.0.0.0 (DynamoDB Local has no host
// option). Run as a single-file source program (java -cp <DynamoDBLocal.jar + lib> LoopbackDynamoDB.java
// <DynamoDB Local arguments>), which works on a JRE: no javac needed.
import com.amazonaws.services.dynamodbv2.local.main.ServerRunner;
import com.amazonaws.services.dynamodbv2.local.server.DynamoDBProxyServer;
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

public class LoopbackDynamoDB {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field serverField = DynamoDBProxyServer.class.getDeclaredField("server");
    serverField.setAccessible(true);
    Server jetty = (Server) serverField.get(proxy);
    for (Connector connector : jetty.getConnectors()) {
      if (connector instanceof ServerConnector) {
        ((ServerConnector) connector).setHost("127.0.0.1");
      }
    }
    proxy.start();
    System.out.println("DynamoDB Local listening on 127.0.0.1");
    proxy.join();
  }
}
